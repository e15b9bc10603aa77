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
