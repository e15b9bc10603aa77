### Terms only, as Mozilla's brands.ftl: an empty catalog type, its terms used elsewhere.

-product-name = Relay
