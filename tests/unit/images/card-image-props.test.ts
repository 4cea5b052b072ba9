import { describe, expect, it } from 'vitest';
import { capSrcSet, cardImageProps } from '@/lib/images/card-image-props';

const entry = (w: number) => `/_next/image?url=%2Fa.jpg&w=${w}&q=75 ${w}w`;

describe('capSrcSet', () => {
  it('keeps the widths up to the cap and the first one at or above it', () => {
    const srcSet = [128, 256, 640, 1080, 1920, 3840].map(entry).join(', ');
    expect(capSrcSet(srcSet, 1000)).toBe([128, 256, 640, 1080].map(entry).join(', '));
    expect(capSrcSet(srcSet, 1080)).toBe([128, 256, 640, 1080].map(entry).join(', '));
  });

  it('leaves density descriptors, a short list and a missing list alone', () => {
    expect(capSrcSet('/a.jpg 1x, /b.jpg 2x', 100)).toBe('/a.jpg 1x, /b.jpg 2x');
    expect(capSrcSet(entry(128), 1000)).toBe(entry(128));
    expect(capSrcSet(undefined, 1000)).toBeUndefined();
  });
});

describe('cardImageProps', () => {
  it('gives a filling image with no candidate beyond what the card needs', () => {
    const props = cardImageProps({ src: '/images/a.jpg', sizes: '50vw', loading: 'lazy', maxWidth: 1080 });
    expect(props.alt).toBe('');
    expect(props.style).toMatchObject({ position: 'absolute', width: '100%', height: '100%' });
    const widths = props.srcSet!.split(', ').map((candidate) => Number(/(\d+)w$/.exec(candidate)![1]));
    expect(Math.max(...widths)).toBe(1080);
    expect(props.src).toContain('w=1080');
  });
});
