-- Full-text search over recipes: title, description and ingredients, by word prefix.
-- An external-content FTS5 table kept in step with recipes by triggers.
CREATE VIRTUAL TABLE `recipes_fts` USING fts5(
	title, description, ingredients,
	content='recipes', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3 4'
);
--> statement-breakpoint
CREATE TRIGGER `recipes_fts_ai` AFTER INSERT ON `recipes` BEGIN
	INSERT INTO recipes_fts(rowid, title, description, ingredients)
	VALUES (new.id, new.title, new.description, new.ingredients);
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_fts_ad` AFTER DELETE ON `recipes` BEGIN
	INSERT INTO recipes_fts(recipes_fts, rowid, title, description, ingredients)
	VALUES ('delete', old.id, old.title, old.description, old.ingredients);
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_fts_au` AFTER UPDATE OF title, description, ingredients ON `recipes` BEGIN
	INSERT INTO recipes_fts(recipes_fts, rowid, title, description, ingredients)
	VALUES ('delete', old.id, old.title, old.description, old.ingredients);
	INSERT INTO recipes_fts(rowid, title, description, ingredients)
	VALUES (new.id, new.title, new.description, new.ingredients);
END;
--> statement-breakpoint
INSERT INTO recipes_fts(recipes_fts) VALUES ('rebuild');
