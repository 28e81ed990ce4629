import type {SearchDocument} from '../../../src/search/search-index';

/** A page of one section, at `/docs/<id>`: its title is its heading. */
export const sectionDoc = (id: number, title: string, text: string, kind: SearchDocument['kind'] = 'docs'): SearchDocument => ({
  id,
  url: `/docs/${id}`,
  page: `/docs/${id}`,
  title,
  heading: title,
  text,
  kind,
});
