-- One list of India's states and union territories (contracts/india.ts), coded with hyphens as the
-- costs schemes always were: a mentor's state written with underscores ("tamil_nadu") is rewritten.
UPDATE "mentor_offers" SET "state" = replace("state", '_', '-') WHERE "state" LIKE '%\_%';
