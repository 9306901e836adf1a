import { z } from 'zod';
import { listSearchField, pageNumberField } from './fields.ts';

/**
 * The administrators' searched lists (Manage All Users, the Inbox) ask and answer alike: a search and a
 * page number in the address, and with each page's rows how many the search matches, the page and its
 * size. Written once here so that the lists cannot drift apart.
 */

/** A searched list's query (`?q=&page=`), its search at most `searchMax` characters. */
export const searchedListQuery = (searchMax: number) =>
  z.object({
    q: listSearchField(searchMax),
    page: pageNumberField,
  });

/** A page of a searched list: its rows and what else it answers, with how many the search matches, the page and its size. */
export const searchedPage = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.object({
    ...fields,
    /** The rows the search matches, on every page. */
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
