import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { MOTION } from '../../../lib/motion';
import { usePlacesSettings } from '../api/get-places-settings';
import { getOpenStreetMapUrl } from '../lib/format';

// Leaflet guesses its marker image URLs from its CSS path, which a bundler breaks; give it the bundled files.
const markerIconDefault = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/** Spec section 9: map height 300px, zoom 13. */
const MAP_HEIGHT = 300;
const MAP_ZOOM = 13;
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Opens the marker's info window once the map is laid out: the address is what people look for. */
function OpenPopupWhenReady({ marker }: { marker: React.RefObject<L.Marker | null> }) {
  const map = useMap();
  useEffect(() => {
    map.whenReady(() => setTimeout(() => marker.current?.openPopup(), 0));
  }, [map, marker]);
  return null;
}

/** The project's place on a map, with a marker whose popup shows the address and a 'View In Maps' link. */
export function ListingMap({ lat, lng, address }: { lat: number; lng: number; address: string }) {
  const { data: settings } = usePlacesSettings();
  const marker = useRef<L.Marker>(null);
  return (
    <div style={{ height: MAP_HEIGHT, borderRadius: 8, overflow: 'hidden' }} data-testid="listing-map">
      <MapContainer center={[lat, lng]} zoom={MAP_ZOOM} style={{ height: MAP_HEIGHT, width: '100%' }} scrollWheelZoom={false} fadeAnimation={MOTION}>
        {settings && <TileLayer url={settings.mapTileUrl} attribution={ATTRIBUTION} />}
        <Marker ref={marker} position={[lat, lng]} icon={markerIconDefault}>
          <Popup>
            <div>{address}</div>
            <a href={getOpenStreetMapUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
              View In Maps
            </a>
          </Popup>
        </Marker>
        <OpenPopupWhenReady marker={marker} />
      </MapContainer>
    </div>
  );
}
