CREATE TABLE `child_food_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`child_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`food_slug` text,
	`food_name` text NOT NULL,
	`date` text NOT NULL,
	`response` text NOT NULL,
	`reaction` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`recipe_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `child_food_logs_child_date_idx` ON `child_food_logs` (`child_id`,`date`);--> statement-breakpoint
CREATE INDEX `child_food_logs_user_idx` ON `child_food_logs` (`user_id`);--> statement-breakpoint
CREATE TABLE `children` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`birth_date` text NOT NULL,
	`allergy_risk` integer DEFAULT false NOT NULL,
	`resumed_allergens` text DEFAULT '{}' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `children_user_idx` ON `children` (`user_id`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_user_idx` ON `password_resets` (`user_id`);--> statement-breakpoint
ALTER TABLE `media` ADD `thumb_data` blob;