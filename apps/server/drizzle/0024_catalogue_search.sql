-- Search that finds (docs/decisions/0029-catalogue-search.md). pg_trgm ships with PostgreSQL's contrib
-- modules and with PGlite (loaded by db/prepared-pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Each tea's words, stemmed, weighted by where they stand (name first, then brand and category, then
-- description), kept with the row and indexed.
ALTER TABLE "products" ADD COLUMN "search_words" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "name"), 'A') ||
  setweight(to_tsvector('english'::regconfig, "brand" || ' ' || "category"), 'B') ||
  setweight(to_tsvector('english'::regconfig, "description"), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_words");
--> statement-breakpoint
-- Every word the catalogue has used, as written: a misspelt word of a search is replaced by its nearest
-- ones here, letter by letter ("oolang" → "oolong"), through a trigram index. A word stays when its tea
-- goes: it then finds nothing, which costs nothing. Numbers are not kept: a number is typed as it is.
CREATE TABLE "search_lexicon" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX "search_lexicon_trigram_idx" ON "search_lexicon" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION products_into_lexicon() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexicon (word)
  SELECT DISTINCT word
  FROM regexp_split_to_table(lower(NEW.name || ' ' || NEW.brand || ' ' || NEW.category || ' ' || NEW.description), '[^[:alnum:]]+') AS word
  WHERE length(word) BETWEEN 3 AND 30 AND word ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_into_lexicon AFTER INSERT OR UPDATE OF name, brand, category, description ON products
  FOR EACH ROW EXECUTE FUNCTION products_into_lexicon();
--> statement-breakpoint
INSERT INTO search_lexicon (word)
SELECT DISTINCT word
FROM products, regexp_split_to_table(lower(name || ' ' || brand || ' ' || category || ' ' || description), '[^[:alnum:]]+') AS word
WHERE length(word) BETWEEN 3 AND 30 AND word ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
