-- The catalog's version: one number that every write to the catalog (recipes,
-- their dietary restrictions, collections, tips) moves on, whoever writes it
-- (the admin area, the seed, another server on the same file). The API keeps
-- catalog answers in memory and serves them while this number stands still.
CREATE TABLE `catalog_version` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `catalog_version` (`id`, `version`) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER `recipes_version_ai` AFTER INSERT ON `recipes` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_version_au` AFTER UPDATE ON `recipes` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_version_ad` AFTER DELETE ON `recipes` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_dietary_restrictions_version_ai` AFTER INSERT ON `recipe_dietary_restrictions` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_dietary_restrictions_version_au` AFTER UPDATE ON `recipe_dietary_restrictions` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_dietary_restrictions_version_ad` AFTER DELETE ON `recipe_dietary_restrictions` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_version_ai` AFTER INSERT ON `categories` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_version_au` AFTER UPDATE ON `categories` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_version_ad` AFTER DELETE ON `categories` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `nutrition_tips_version_ai` AFTER INSERT ON `nutrition_tips` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `nutrition_tips_version_au` AFTER UPDATE ON `nutrition_tips` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `nutrition_tips_version_ad` AFTER DELETE ON `nutrition_tips` BEGIN
	UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
