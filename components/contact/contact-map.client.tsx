'use client';

import dynamic from 'next/dynamic';
import { useNearViewport } from './use-near-viewport';
import type { MapProps } from './leaflet-map.client';
import styles from './contact.module.css';

/** What stands in the map's box until Leaflet is there: the same size, with the address as plain text. */
function MapPlaceholder({ address }: { address: string }) {
  return (
    <div className={`${styles.map} ${styles.placeholder}`} data-map-loading="true">
      <p>{address}</p>
    </div>
  );
}

// Leaflet and react-leaflet are most of this page's script and touch `window` on import: they load in the
// browser only, and only once the map comes onto the screen (below the form on a phone), so a visitor who
// only writes to the agency never downloads them.
const LeafletMap = dynamic(() => import('./leaflet-map.client').then((module) => module.LeafletMap), {
  ssr: false,
  loading: () => null,
});

/** The contact page's map, with a labelled region around it so assistive technology knows what it is. */
export function ContactMap({ label, ...props }: MapProps & { label: string }) {
  const [regionRef, near] = useNearViewport<HTMLElement>();
  return (
    <section
      ref={regionRef}
      className={styles.mapRegion}
      aria-label={label}
      data-testid="contact-map"
      data-lat={props.lat}
      data-lng={props.lng}
    >
      {/* Under the map while Leaflet loads, so the box never changes size. */}
      <MapPlaceholder address={props.address} />
      {near ? <LeafletMap {...props} /> : null}
    </section>
  );
}
