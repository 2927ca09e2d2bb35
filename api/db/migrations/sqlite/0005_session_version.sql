-- The sessions' version: one number that moves whenever a session ends (sign-out,
-- expiry, a password change) or an account changes or goes, whoever writes it.
-- The API keeps recently resolved sessions in memory and trusts them only
-- while this number stands still; the database stays the only record.
CREATE TABLE `session_version` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `session_version` (`id`, `version`) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER `sessions_session_version_ad` AFTER DELETE ON `sessions` BEGIN
	UPDATE `session_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_session_version_au` AFTER UPDATE ON `users` BEGIN
	UPDATE `session_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_session_version_ad` AFTER DELETE ON `users` BEGIN
	UPDATE `session_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
