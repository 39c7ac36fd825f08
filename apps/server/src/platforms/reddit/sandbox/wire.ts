import { subredditId, type SubredditDef } from '@/platforms/reddit/sandbox/catalog';
import { permalink, type CommentNode, type PostDetail } from '@/platforms/reddit/sandbox/posts';
import { shapedFields, srDetail } from '@/platforms/reddit/sandbox/shape-wire';
import { commentExtras } from '@/platforms/reddit/sandbox/shapes';
import { avatarDataUrl, thumbnailDataUrl } from '@/platforms/sandbox/images';
import { hashString } from '@/platforms/sandbox/prng';

/** JSON exactly as oauth.reddit.com spells it. */
export interface Thing {
  kind: string;
  data: Record<string, unknown>;
}

export function listing(
  children: Thing[],
  after: string | null,
  before: string | null = null,
): Thing {
  return {
    kind: 'Listing',
    data: { after, dist: children.length, modhash: null, geo_filter: '', before, children },
  };
}

const seconds = (ms: number): number => Math.floor(ms / 1000);

export function subredditThing(def: SubredditDef, createdMs: number): Thing {
  const id = subredditId(def);
  const icon = def.hasIcon ? avatarDataUrl(`r/${def.name}`) : '';
  return {
    kind: 't5',
    data: {
      id,
      name: `t5_${id}`,
      display_name: def.name,
      display_name_prefixed: `r/${def.name}`,
      title: def.title,
      subscribers: def.subscribers,
      subreddit_type: def.type,
      icon_img: '',
      community_icon: icon === '' ? null : icon,
      public_description: def.description,
      over18: def.over18 === true,
      created_utc: seconds(createdMs),
      url: `/r/${def.name}/`,
      user_is_subscriber: true,
      lang: 'en',
      quarantine: false,
      banner_img: '',
      primary_color: '',
    },
  };
}

/** `srDetail`: the listing was asked with `sr_detail=true`. */
export function postThing(post: PostDetail, options: { srDetail?: boolean } = {}): Thing {
  const created = seconds(post.createdMs);
  const subId = `t5_${subredditId(post.sub)}`;
  const media =
    post.kind === 'video'
      ? {
          reddit_video: {
            duration: post.videoSeconds,
            fallback_url: `${post.url}/CMAF_720.mp4?source=fallback`,
            height: 1280,
            width: 720,
            is_gif: false,
          },
        }
      : null;
  return {
    kind: 't3',
    data: {
      id: post.id,
      name: `t3_${post.id}`,
      title: post.title,
      selftext: post.selftext,
      selftext_html: post.selftext
        ? `<!-- SC_OFF --><div class="md"><p>${post.selftext.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n\n/g, '</p>\n\n<p>')}</p></div><!-- SC_ON -->`
        : null,
      author: post.author,
      author_fullname: `t2_${(hashString(post.author) % 36 ** 8).toString(36)}`,
      subreddit: post.sub.name,
      subreddit_name_prefixed: `r/${post.sub.name}`,
      subreddit_id: subId,
      subreddit_subscribers: post.sub.subscribers,
      subreddit_type: post.sub.type,
      score: post.score,
      ups: post.score,
      downs: 0,
      upvote_ratio: post.upvoteRatio,
      num_comments: post.numComments,
      num_crossposts: 0,
      total_awards_received: post.awards,
      gilded: 0,
      all_awardings: [],
      created_utc: created,
      created,
      edited: false,
      permalink: permalink(post),
      url: post.kind === 'self' ? `https://www.reddit.com${permalink(post)}` : post.url,
      domain: post.domain,
      is_self: post.kind === 'self',
      is_video: post.kind === 'video',
      ...(post.kind === 'image'
        ? { post_hint: 'image' }
        : post.kind === 'video'
          ? { post_hint: 'hosted:video' }
          : post.kind === 'link'
            ? { post_hint: 'link' }
            : {}),
      over_18: post.sub.over18 === true,
      spoiler: false,
      stickied: false,
      locked: false,
      thumbnail: post.kind === 'self' ? 'self' : thumbnailDataUrl(post.title, post.id, 140, 79),
      link_flair_text: post.flair,
      distinguished: null,
      media,
      ...(post.kind === 'image'
        ? {
            preview: {
              images: [{ source: { url: post.url, width: 1080, height: 1350 } }],
              enabled: true,
            },
          }
        : {}),
      ...shapedFields(post),
      ...(options.srDetail ? { sr_detail: srDetail(post.sub) } : {}),
    },
  };
}

export function commentThing(node: CommentNode, post: PostDetail, maxDepth: number): Thing {
  const extras = commentExtras(node);
  const replies =
    node.depth + 1 < maxDepth && node.children.length > 0
      ? listing(
          node.children.map((c) => commentThing(c, post, maxDepth)),
          null,
        )
      : '';
  return {
    kind: 't1',
    data: {
      id: node.id,
      name: `t1_${node.id}`,
      author: extras.body === '[deleted]' ? '[deleted]' : node.author,
      body: extras.body ?? node.body,
      body_html: `&lt;div class="md"&gt;&lt;p&gt;${(extras.body ?? node.body).replace(/&/g, '&amp;amp;')}&lt;/p&gt;&lt;/div&gt;`,
      // A hidden score is sent as 1, a placeholder (`score_hidden` says so).
      score: extras.scoreHidden ? 1 : node.score,
      ups: extras.scoreHidden ? 1 : node.score,
      created_utc: seconds(node.createdMs),
      parent_id: node.parentId,
      link_id: `t3_${post.id}`,
      subreddit: post.sub.name,
      depth: node.depth,
      is_submitter: node.author === post.author,
      stickied: false,
      distinguished: null,
      edited: false,
      score_hidden: extras.scoreHidden,
      collapsed: false,
      controversiality: 0,
      total_awards_received: 0,
      permalink: `${permalink(post)}${node.id}/`,
      // Leaf comments carry the empty string, not null.
      replies,
    },
  };
}

export function moreThing(parentId: string, ids: string[], count: number): Thing {
  const first = ids[0] ?? 'more';
  return {
    kind: 'more',
    data: { count, name: `t1_${first}`, id: first, parent_id: parentId, depth: 0, children: ids },
  };
}

export function meBody(username: string, createdMs: number): Record<string, unknown> {
  const id = (hashString(`t2:${username}`) % 36 ** 8).toString(36);
  const created = seconds(createdMs);
  return {
    id,
    name: username,
    created_utc: created,
    created,
    icon_img: avatarDataUrl(username, `reddit-user:${username}`),
    snoovatar_img: '',
    total_karma: hashString(username) % 20_000,
    link_karma: hashString(`l${username}`) % 8_000,
    comment_karma: hashString(`c${username}`) % 12_000,
    has_verified_email: true,
    verified: true,
    is_suspended: false,
    over_18: false,
    subreddit: {
      display_name: `u_${username}`,
      display_name_prefixed: `u/${username}`,
      subreddit_type: 'user',
      public_description: '',
      subscribers: 0,
      icon_img: '',
      community_icon: null,
      name: `t5_${id}`,
    },
  };
}
