### The request suite's field labels, as an app declares them: catalog messages, so that
### every rendered issue renders its label through the label's own catalog.

field-name = Name

field-email = E-mail

field-password = Password

field-confirmation = Password confirmation

field-birth-date = Date of birth

field-terms = Terms of use

field-bio = Bio
