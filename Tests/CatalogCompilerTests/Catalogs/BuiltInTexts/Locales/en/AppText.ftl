field-password = Password
