'use client';

import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import styles from './contact.module.css';

export type MapProps = { lat: number; lng: number; zoom: number; markerLabel: string; address: string };

// Bundled images (Next serves them from /_next/static), not Leaflet's CDN default, which its bundler-less
// auto-detection would look for. A test runner hands back plain strings; Next hands back image objects.
const src = (image: string | { src: string }) => (typeof image === 'string' ? image : image.src);

const icon = L.icon({
  iconUrl: src(markerIcon),
  iconRetinaUrl: src(markerIcon2x),
  shadowUrl: src(markerShadow),
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/**
 * The agency on an OpenStreetMap map. Loaded only in the browser (Leaflet needs `window`); without network
 * the tiles stay blank but the container and the marker still render.
 */
export function LeafletMap({ lat, lng, zoom, markerLabel, address }: MapProps) {
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={zoom}
      scrollWheelZoom={false}
      className={`${styles.map} ${styles.overlay}`}
    >
      <TileLayer
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        maxZoom={19}
      />
      <Marker position={[lat, lng]} icon={icon} title={markerLabel} alt={markerLabel}>
        <Popup>{address}</Popup>
      </Marker>
    </MapContainer>
  );
}
