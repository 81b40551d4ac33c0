// Every consumer route's path lives here; components link with getHref(), never a literal.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  notFound: { path: '*' },
} as const;
