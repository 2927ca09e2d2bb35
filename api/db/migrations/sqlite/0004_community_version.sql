-- The community feed's version: one number that every write to what a feed
-- page shows (posts and their counters, likes, bookmarks, follows, authors)
-- moves on, whoever writes it. The API keeps each reader's feed pages in
-- memory and serves them while this number stands still.
CREATE TABLE `community_version` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `community_version` (`id`, `version`) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER `community_posts_community_version_ai` AFTER INSERT ON `community_posts` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `community_posts_community_version_au` AFTER UPDATE ON `community_posts` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `community_posts_community_version_ad` AFTER DELETE ON `community_posts` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `post_likes_community_version_ai` AFTER INSERT ON `post_likes` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `post_likes_community_version_au` AFTER UPDATE ON `post_likes` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `post_likes_community_version_ad` AFTER DELETE ON `post_likes` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bookmarks_community_version_ai` AFTER INSERT ON `bookmarks` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bookmarks_community_version_au` AFTER UPDATE ON `bookmarks` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bookmarks_community_version_ad` AFTER DELETE ON `bookmarks` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `user_follows_community_version_ai` AFTER INSERT ON `user_follows` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `user_follows_community_version_au` AFTER UPDATE ON `user_follows` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `user_follows_community_version_ad` AFTER DELETE ON `user_follows` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_community_version_ai` AFTER INSERT ON `users` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_community_version_au` AFTER UPDATE ON `users` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_community_version_ad` AFTER DELETE ON `users` BEGIN
	UPDATE `community_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
