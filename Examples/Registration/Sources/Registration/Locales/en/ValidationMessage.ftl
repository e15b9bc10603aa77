### The app's own wording for one of LocalizedValidation's built-in messages in English,
### the library's source language: catalogc checks it against the library's English as a
### translation, and the library's texts serve every other message.

# The app's users tick a checkbox, so it says "check" where the library says "select".
must-be-true = Check “{ $field }” to continue.
