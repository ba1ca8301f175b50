-- Colours and materials come from the store's lists (docs/product.md §5). Colours have always been
-- stored lower-cased (the server lower-cases them on every write), so only materials need it: a
-- material stored in another case or with spaces around it gets the list's spelling. A value that is
-- on no list is kept as it is: the product still shows, and the admin chooses a listed one on its
-- next edit (the editor shows it as not one of the store's materials).
UPDATE "products" AS "p" SET "material" = "listed"."name"
FROM (VALUES ('Cotton'), ('Woolmate'), ('Denim'), ('Polyester'), ('Silk'), ('Linen'), ('Viscose'), ('Fleece')) AS "listed"("name")
WHERE lower(btrim("p"."material")) = lower("listed"."name") AND "p"."material" <> "listed"."name";
