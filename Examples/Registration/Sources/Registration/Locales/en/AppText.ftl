### The Registration example's own texts: field labels, screen titles, app messages.

## Field labels
##
## English has no grammatical gender, so these declare none; a translation declares its
## own (`.gender = feminine`), which the built-in messages agree with.

field-name = Name

field-email = E-mail

field-password = Password

field-confirmation = Password confirmation

field-birth-date = Date of birth

field-plan = Plan

field-newsletter = Newsletter

field-experience = Experience

field-dependents = Dependents

field-age = Age

field-bio = Bio

field-terms = I accept the terms of use

## Screens

screen-sign-up = Sign-up

screen-profile = Edit profile

screen-registration = Registration

no-errors = No errors: the form can be submitted.

# Variables:
#   $name (String) - the sample's name
sample = Sample “{ $name }”

## App rules

# Variables:
#   $dependents (Int) - how many dependents were entered
free-plan-dependents = The free plan does not include dependents; you entered { $dependents }.
