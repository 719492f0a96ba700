import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { useRuntimeConfig } from '../config/runtime-config';
import styles from './address-map.module.css';

// Leaflet finds its marker images by a CSS trick that breaks once bundled; give it Vite's URLs.
L.Icon.Default.mergeOptions({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
});

/** Map zoom of docs/spec.md §9. */
export const MAP_ZOOM = 16;

/**
 * The chosen place on a map (docs/spec.md §2: zoom 16, 270 px high). Without tiles (offline) it
 * stays an empty map with its marker, never an error.
 */
export function AddressMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const { map } = useRuntimeConfig();
  return (
    <figure className={styles.map}>
      <figcaption className="visually-hidden">{label}</figcaption>
      <MapContainer
        key={`${lat},${lng}`}
        center={[lat, lng]}
        zoom={MAP_ZOOM}
        scrollWheelZoom={false}
        keyboard={false}
        className={styles.canvas}
      >
        <TileLayer url={map.tileUrl} attribution={map.attribution} />
        <Marker position={[lat, lng]} keyboard={false} />
      </MapContainer>
    </figure>
  );
}
