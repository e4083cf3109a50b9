-- The account's language ("en" or "sw"), chosen in the app: each email is written in its recipient's language.
ALTER TABLE "User" ADD COLUMN "language" VARCHAR(8) NOT NULL DEFAULT 'en';
