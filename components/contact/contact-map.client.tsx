'use client';

import dynamic from 'next/dynamic';
import type { MapProps } from './leaflet-map.client';
import styles from './contact.module.css';

// Leaflet touches `window` on import, and only this page needs it: its code and CSS load in the browser, here.
const LeafletMap = dynamic(() => import('./leaflet-map.client').then((module) => module.LeafletMap), {
  ssr: false,
  loading: () => <div className={styles.map} data-map-loading="true" />,
});

/** The contact page's map, with a labelled region around it so assistive technology knows what it is. */
export function ContactMap({ label, ...props }: MapProps & { label: string }) {
  return (
    <section
      className={styles.mapRegion}
      aria-label={label}
      data-testid="contact-map"
      data-lat={props.lat}
      data-lng={props.lng}
    >
      <LeafletMap {...props} />
    </section>
  );
}
