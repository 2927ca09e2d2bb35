-- Children and food logs keep their ids in one form: lower case. An id whose lower-case form is
-- already taken (a second child made with the upper-case form of another's id), or the nil or max
-- UUID, gets a fresh random UUID instead: every row is kept, none is merged. Rows are copied to their
-- new id and the old ones removed, so no foreign key is broken on the way.
CREATE TEMP TABLE "child_id_moves" ON COMMIT DROP AS
  SELECT "id" AS "old",
    CASE
      WHEN lower("id") IN ('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff')
        OR EXISTS (SELECT 1 FROM "children" "o" WHERE "o"."id" = lower("c"."id") AND "o"."id" <> "c"."id")
        OR row_number() OVER (PARTITION BY lower("id") ORDER BY "created_at", "id") > 1
      THEN gen_random_uuid()::text
      ELSE lower("id")
    END AS "new"
  FROM "children" "c"
  WHERE "id" <> lower("id") OR lower("id") IN ('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff');
--> statement-breakpoint
INSERT INTO "children" ("id", "user_id", "name", "birth_date", "allergy_risk", "resumed_allergens", "created_at", "updated_at")
  SELECT "m"."new", "c"."user_id", "c"."name", "c"."birth_date", "c"."allergy_risk", "c"."resumed_allergens", "c"."created_at", "c"."updated_at"
  FROM "children" "c" JOIN "child_id_moves" "m" ON "m"."old" = "c"."id";
--> statement-breakpoint
UPDATE "child_food_logs" SET "child_id" = "m"."new" FROM "child_id_moves" "m" WHERE "child_food_logs"."child_id" = "m"."old";
--> statement-breakpoint
DELETE FROM "children" WHERE "id" IN (SELECT "old" FROM "child_id_moves");
--> statement-breakpoint
CREATE TEMP TABLE "log_id_moves" ON COMMIT DROP AS
  SELECT "id" AS "old",
    CASE
      WHEN lower("id") IN ('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff')
        OR EXISTS (SELECT 1 FROM "child_food_logs" "o" WHERE "o"."id" = lower("l"."id") AND "o"."id" <> "l"."id")
        OR row_number() OVER (PARTITION BY lower("id") ORDER BY "created_at", "id") > 1
      THEN gen_random_uuid()::text
      ELSE lower("id")
    END AS "new"
  FROM "child_food_logs" "l"
  WHERE "id" <> lower("id") OR lower("id") IN ('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff');
--> statement-breakpoint
UPDATE "child_food_logs" SET "id" = "m"."new" FROM "log_id_moves" "m" WHERE "child_food_logs"."id" = "m"."old";
