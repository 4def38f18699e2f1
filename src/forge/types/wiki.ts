// Wiki pages: the overlay on the generated WikiPage and WikiPageMetaData (modules/structs/repo_wiki.go,
// filled by services/wiki ToWikiPageMetaData and routers/api/v1/repo/wiki.go getWikiPage): the title,
// web path and last commit are always sent; content, sidebar and footer are base64.

import type * as Rest from '../../../generated/forge-rest.js';
import type { WikiCommit } from './index.js';

export interface WikiPageMetaData extends Omit<Rest.WikiPageMetaData, 'last_commit'> {
  title: string;
  /** the page's web path (`Getting-Started`), what the page routes take as {pageName} */
  sub_url: string;
  html_url: string;
  last_commit?: WikiCommit | null;
}

export interface WikiPage extends Omit<Rest.WikiPage, keyof WikiPageMetaData>, WikiPageMetaData {
  /** base64; empty when the page is larger than the forge's API blob limit */
  content_base64: string;
  commit_count: number;
  /** base64 of _Sidebar and _Footer, empty when the wiki has none */
  sidebar: string;
  footer: string;
}
