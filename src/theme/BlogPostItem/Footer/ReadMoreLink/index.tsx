/**
 * The link under a post's excerpt in the blog list. The theme's says only "Read more", with the
 * post's title in an aria-label: the same words under every post, which tells a reader scanning
 * links nothing (and search engines and Lighthouse flag it). This one names the post in its text,
 * so what is read aloud is what is shown.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): React.ReactElement {
  return (
    <Link {...linkProps}>
      <b>
        <Translate id="blog.post.readMore" values={{title: blogPostTitle}} description="The link from a post's excerpt in the blog list to the whole post">
          {'‘{title}’ 이어서 읽기'}
        </Translate>
      </b>
    </Link>
  );
}
