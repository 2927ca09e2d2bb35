-- Recipe search on PostgreSQL: each recipe's words in a tsvector with a GIN
-- index. The words are SproutPlate's own (shared/lib/language indexTokens: the
-- same as SQLite's FTS5 unicode61 tokenizer and the device's mirror), written
-- by the API (api/db/pg-search.ts), so a search matches the same recipes on
-- every engine. A row goes when its recipe's searched text changes and is
-- written again before the next search.
CREATE TABLE "recipe_search" (
	"recipe_id" integer PRIMARY KEY NOT NULL REFERENCES "recipes"("id") ON DELETE CASCADE,
	"document" tsvector NOT NULL,
	"tokens" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recipe_search_document_idx" ON "recipe_search" USING gin ("document");
--> statement-breakpoint
CREATE FUNCTION "recipe_search_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "recipe_search" WHERE "recipe_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "recipes_search_stale" AFTER UPDATE OF "title", "description", "ingredients" ON "recipes"
	FOR EACH ROW EXECUTE FUNCTION "recipe_search_stale"();
--> statement-breakpoint
-- Trigram indexes for the case-insensitive "contains" searches (ILIKE '%…%') of
-- the community feed and the admin lists, which a b-tree cannot serve.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "community_posts_title_trgm_idx" ON "community_posts" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "community_posts_content_trgm_idx" ON "community_posts" USING gin ("content" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
