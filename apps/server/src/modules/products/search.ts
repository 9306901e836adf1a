import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** At most this many words of a search are looked for; the rest of a long search adds nothing. */
const MOST_WORDS = 8;
/** A misspelt word is also looked for as the catalogue's words nearest to it, this many of them, at least this near (pg_trgm's similarity, 0 to 1). */
const ALTERNATIVES = 2;
const NEAR_ENOUGH = 0.2;
/** The most matches a search answers, best first: more than any shopper pages through. */
const MOST_MATCHES = 500;

/** The words of a search: letters and digits only, lower-cased, so no search can be read as query syntax. */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MOST_WORDS);
}

/**
 * The teas a search finds, best first (docs/decisions/0029-catalogue-search.md): those whose words
 * hold every word searched, stemmed ("greens" finds "green"), as the start of a word (a search typed
 * halfway finds), or, when the catalogue has no such word, as the catalogue's words nearest to it letter
 * by letter, for misspellings
 * ("oolang" finds "oolong", "earl gray" "Earl Grey"). Ranked by where the words stand (name, then
 * brand and category, then description); ties go to the newest tea. Both lookups use an index: the
 * words' (GIN) and the catalogue's vocabulary (trigram GiST).
 */
export async function searchTeas(db: Executor, text: string): Promise<string[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  // The words are letters and digits only: joined by spaces, they split back into the same words.
  const spelled = (await db.execute(sql`
    with typed as (
      select word, position from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality as t(word, position)
    ), alternatives as (
      select typed.position, typed.word || ':*' || coalesce(string_agg(' | ' || nearest.word, ''), '') as any_of
      from typed
      left join lateral (
        select word from search_lexicon
        where similarity(word, typed.word) >= ${NEAR_ENOUGH}
          -- A word the catalogue has is not a misspelling: "green" does not also look for "grey".
          and not exists (select 1 from search_lexicon as known where known.word = typed.word)
        order by word <-> typed.word
        limit ${ALTERNATIVES}
      ) as nearest on true
      group by typed.position, typed.word
    )
    select string_agg('(' || any_of || ')', ' & ' order by position) as query from alternatives`)) as unknown as {
    rows: { query: string }[];
  };
  // Asked apart, as a value, so that the words' index finds the teas.
  const query = spelled.rows[0]!.query;
  const result = (await db.execute(sql`
    select id from products
    where search_words @@ to_tsquery('english', ${query})
    order by ts_rank(search_words, to_tsquery('english', ${query})) desc, created_at desc, id desc
    limit ${MOST_MATCHES}`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}
