### Every valid Fluent identifier compiles: ids that differ only by case, `-` or `_`,
### ids and attributes that are names the generated type or Swift use.

bottom-links-privacy = Privacy

bottomLinks-privacy = Privacy (camel)

bottom_links_privacy = Privacy (snake)

foo = lower

Foo = upper

cD-e = hyphen

cD_e = underscore

description = A description

self = Itself

hash = Hash

localized = Localized

default = Default

msg = Message
    .value = Value
    .description = Description
    .label = Label
    .hash = Hash
    .self = Self
    .init = Init
    .Type = Type
    .localized = Localized
    .tooltiptext = Tip
    .tooltiptextdown = { msg.tooltiptext } down
    .foo-bar = Kebab
    .fooBar = Camel

# Variables:
#   $count (number) - how many tabs are open, which a long description
#     wraps onto the next line
tabs =
    { $count ->
        [0] No tabs
        [1] One tab
       *[other] { $count } tabs
    }

# Variables that differ only by `-`, `_` or letter case are distinct in Fluent, and
# get distinct labels by the rule of message ids.
# Variables:
#   $user-name (String) - the kebab-case spelling
#   $user_name (String) - the snake-case spelling
#   $userName (String) - the camel-case spelling
#   $cD-e (String) - a hyphen
#   $cD_e (String) - an underscore
greeting-users = { $user-name }, { $user_name }, { $userName }, { $cD-e }, { $cD_e }

# Variables:
#   $user_name (String) - the snake-case spelling, alone: `userName` here
user-only = only { $user_name }

# Variables:
#   $user-name (String) - the kebab-case spelling
#   $user_name (String) - the snake-case spelling, passed on to user-only
user-pair = { $user-name } and { user-only }
