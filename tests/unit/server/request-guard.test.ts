import { describe, expect, it } from 'vitest';
import { refuseRequest } from '@/server/request-guard';
import { pagePath } from '@/tests/support/paths';

const media = [
  { url: new URL('http://127.0.0.1:4000/panel'), pathname: '/media/**' },
  { url: new URL('https://cdn.example.com/assets'), pathname: '/assets/**' },
];
const check = (url: string, method = 'GET') => refuseRequest(method, url, media);

describe('methods', () => {
  it.each(['GET', 'HEAD', 'POST', 'OPTIONS'])('lets %s through', (method) => {
    expect(check('/', method)).toBeNull();
  });

  it.each(['TRACE', 'TRACK', 'PUT', 'DELETE', 'PATCH', 'CONNECT', 'PROPFIND', 'get', ''])(
    'answers %s with 405 and Allow',
    (method) => {
      const refusal = check('/', method);
      expect(refusal?.status).toBe(405);
      expect(refusal?.headers?.allow).toBe('GET, HEAD, POST, OPTIONS');
    },
  );
});

describe('paths', () => {
  it.each([
    '/',
    '/models',
    '/news/caf%C3%A9',
    `${pagePath('/about', 'es')}?x=1`,
    '/models/12/ana-torres',
    '/%7Euser',
  ])('lets %s through', (url) => {
    expect(check(url)).toBeNull();
  });

  it.each(['/models/%', '/%E0%A4%A', '/news/%C0%AF', '/%', '/a%zz', '/%ED%A0%80'])(
    'answers the malformed %s with 400 naming the path',
    (url) => {
      expect(check(url)).toMatchObject({ status: 400, field: 'path' });
      expect(check(`${url}?x=%00`)?.inQuery).toBeUndefined();
    },
  );

  it.each(['/news/%00', '/models/%0a', '/x%7F', '/a%1B[31m'])(
    'answers the control character in %s with 400',
    (url) => {
      expect(check(url)).toMatchObject({ status: 400, field: 'path' });
    },
  );

  it('refuses a request target that is no path', () => {
    expect(check('http://evil.example/')).toMatchObject({ status: 400 });
    expect(check('*')).toMatchObject({ status: 400 });
  });
});

describe('query strings', () => {
  it('lets ordinary values through, with + for spaces', () => {
    expect(check('/api/talents?search=ana+maria&letter=A&page=2')).toBeNull();
    expect(check('/models?q=Jos%C3%A9&')).toBeNull();
  });

  it.each([
    ['/api/talents?search=%00', 'search'],
    ['/models?q=a%0Db', 'q'],
    ['/api/attributes?country=%E0%A4%A', 'country'],
    ['/api/posts?page=%', 'page'],
  ])("answers %s with 400 naming %s, marked as the query's", (url, field) => {
    expect(check(url)).toMatchObject({ status: 400, field, inQuery: true });
  });
});

describe('/_next/image', () => {
  it.each([
    '/_next/image?url=%2Fimages%2Flogo.png&w=64&q=75',
    '/_next/image?url=http%3A%2F%2F127.0.0.1%3A4000%2Fmedia%2Ftalents%2F1.jpg&w=640&q=75',
    '/_next/image?url=https%3A%2F%2Fcdn.example.com%2Fassets%2Fa.jpg&w=640&q=75',
  ])('lets %s through', (url) => {
    expect(check(url)).toBeNull();
  });

  it.each([
    '/_next/image?url=http%3A%2F%2F127.0.0.1%3A22%2Fmedia%2Fa.jpg&w=64&q=75',
    '/_next/image?url=http%3A%2F%2F127.0.0.1%3A4000%2Fpanel%2Fapi%2Fslides&w=64&q=75',
    '/_next/image?url=http%3A%2F%2F127.0.0.1%3A4000%2Fmedia%2F..%2Fpanel%2Fapi&w=64&q=75',
    '/_next/image?url=%2F%2Fevil.example%2Fa.jpg&w=64&q=75',
    '/_next/image?url=https%3A%2F%2Fevil.example%2Fa.jpg&w=64&q=75',
    '/_next/image?url=file%3A%2F%2F%2Fetc%2Fpasswd&w=64&q=75',
    '/_next/image?w=64&q=75',
  ])('answers %s with 400, without any connection', (url) => {
    expect(check(url)).toMatchObject({ status: 400, field: 'url' });
  });
});
