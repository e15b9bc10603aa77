### The app rewords one message in the library's own source language.

must-be-true = Check “{ $field }” to continue.
