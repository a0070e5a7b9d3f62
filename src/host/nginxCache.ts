import { agentClassPatterns, visitorCookies } from '../app/server/sharedPage';

/**
 * The HTTP cache in front of the hosts, as nginx's `proxy_cache` (issue 47; docs/decisions.md,
 * "The production host and the cache in front of it"); a CDN does the same with its own rules.
 * - Pages are kept as long as the host's `Cache-Control` says (`s-maxage`), served stale while one
 *   request asks again (`stale-while-revalidate`, `proxy_cache_background_update`), and one request
 *   at a time renders a missing page (`proxy_cache_lock`): the hosts render each address and agent
 *   class about once per `s-maxage`, whatever the traffic.
 * - The key is the address, the agent class and the encoding, each computed from the request with
 *   the host's own patterns: the host says `Vary: Accept-Encoding, User-Agent`, which a cache that
 *   keys on the whole user agent string honours too, with a copy per string.
 * - A request with a visitor's cookie (the render reads it, or staff preview) neither comes from
 *   the cache nor goes into it; the host's answer to it is `private, no-store` anyway.
 * - `X-Cache-Status` says HIT, MISS, STALE, UPDATING or BYPASS.
 */
export function nginxCacheConfig({
  listen,
  upstreams,
  cacheDir,
  moreVisitorCookies = [],
}: {
  /** `127.0.0.1:8080`. */
  readonly listen: string;
  /** The hosts: `127.0.0.1:8000`, ... */
  readonly upstreams: readonly string[];
  readonly cacheDir: string;
  readonly moreVisitorCookies?: readonly string[];
}): string {
  const cookies = [...visitorCookies, ...moreVisitorCookies].map(escapeRegex).join('|');
  const classes = agentClassPatterns
    .map(([name, patterns]) =>
      // nginx's map tries one regex a line: a class of two patterns (iOS and Chrome) is their order.
      patterns.length === 1
        ? `    "~*${patterns[0]!.source}" ${name};`
        : `    "~*(${patterns.map((p) => p.source).join(').*(')})" ${name};`,
    )
    .join('\n');
  return `
map $http_cookie $shop_visitor_page {
    default 0;
    "~(^|;)\\s*(${cookies})=" 1;
}
map $http_user_agent $shop_agent_class {
    default other;
${classes}
}
map $http_accept_encoding $shop_encoding {
    default "";
    "~*\\bbr\\b" br;
    "~*\\bgzip\\b" gzip;
}
proxy_cache_path ${cacheDir} levels=1:2 keys_zone=shop_pages:10m max_size=1g inactive=10m use_temp_path=off;
upstream shop_hosts {
${upstreams.map((upstream) => `    server ${upstream};`).join('\n')}
    keepalive 32;
}
server {
    listen ${listen};
    location / {
        proxy_pass http://shop_hosts;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_cache shop_pages;
        proxy_cache_key "$scheme|$http_host|$request_uri|$shop_agent_class|$shop_encoding";
        proxy_ignore_headers Vary;
        proxy_cache_bypass $shop_visitor_page;
        proxy_no_cache $shop_visitor_page;
        proxy_cache_lock on;
        proxy_cache_lock_timeout 5s;
        proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
        proxy_cache_background_update on;
        add_header X-Cache-Status $upstream_cache_status always;
    }
}
`;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
