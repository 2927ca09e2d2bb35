-- The data versions (as SQLite's migrations 0003-0005): one number per kind of
-- data that every write moves on, whoever writes it, so every API server
-- knows when its cached answers and sessions are stale. Row-level triggers, as
-- on SQLite: a statement that changes nothing moves nothing.
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "catalog_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "recipes_catalog_version_aud" AFTER INSERT OR UPDATE OR DELETE ON "recipes"
	FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "recipe_dietary_restrictions_catalog_version_aud" AFTER INSERT OR UPDATE OR DELETE ON "recipe_dietary_restrictions"
	FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version_aud" AFTER INSERT OR UPDATE OR DELETE ON "categories"
	FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "nutrition_tips_catalog_version_aud" AFTER INSERT OR UPDATE OR DELETE ON "nutrition_tips"
	FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump"();
--> statement-breakpoint
CREATE TABLE "community_version" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "community_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "community_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "community_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "community_posts_community_version_aud" AFTER INSERT OR UPDATE OR DELETE ON "community_posts"
	FOR EACH ROW EXECUTE FUNCTION "community_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "post_likes_community_version_aud" AFTER INSERT OR UPDATE OR DELETE ON "post_likes"
	FOR EACH ROW EXECUTE FUNCTION "community_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "bookmarks_community_version_aud" AFTER INSERT OR UPDATE OR DELETE ON "bookmarks"
	FOR EACH ROW EXECUTE FUNCTION "community_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "user_follows_community_version_aud" AFTER INSERT OR UPDATE OR DELETE ON "user_follows"
	FOR EACH ROW EXECUTE FUNCTION "community_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "users_community_version_aud" AFTER INSERT OR UPDATE OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "community_version_bump"();
--> statement-breakpoint
CREATE TABLE "session_version" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "session_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "session_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "session_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_session_version_ad" AFTER DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "session_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "users_session_version_aud" AFTER UPDATE OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "session_version_bump"();
