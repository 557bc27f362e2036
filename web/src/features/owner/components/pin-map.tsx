import 'leaflet/dist/leaflet.css';
import type { LeafletMouseEvent, Map as LeafletMap, Marker } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Pin, roundPin } from '../utils/pin';
import classes from './wizard.module.css';

/**
 * Decision 63: an OpenStreetMap map with the business's pin. Dragging the pin or tapping the map moves it; the
 * map follows a pin set elsewhere (numbers, current location, city centre). Leaflet loads with this screen only.
 */
export function PinMap({ pin, centre, onChange }: { pin: Pin | null; centre: Pin; onChange: (pin: Pin) => void }) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const placePin = useRef<((at: Pin) => void) | null>(null);
  const latest = useRef({ pin, centre, onChange });
  useEffect(() => {
    latest.current = { pin, centre, onChange };
  });

  // The map, once.
  useEffect(() => {
    let cancelled = false;
    void import('leaflet').then((L) => {
      if (cancelled || !element.current || map.current) return;
      const start = latest.current.pin ?? latest.current.centre;
      const m = L.map(element.current, { scrollWheelZoom: false }).setView([start.lat, start.lng], 15);
      L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
        maxZoom: 19,
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      }).addTo(m);
      const icon = L.divIcon({ className: classes.pinIcon!, iconSize: [28, 28], iconAnchor: [14, 28] });
      const place = (at: Pin) => {
        if (!marker.current) {
          marker.current = L.marker([at.lat, at.lng], { draggable: true, icon, keyboard: false }).addTo(m);
          marker.current.on('dragend', () => {
            const ll = marker.current!.getLatLng();
            latest.current.onChange(roundPin({ lat: ll.lat, lng: ll.lng }));
          });
        } else marker.current.setLatLng([at.lat, at.lng]);
      };
      if (latest.current.pin) place(latest.current.pin);
      m.on('click', (event: LeafletMouseEvent) => {
        const at = roundPin({ lat: event.latlng.lat, lng: event.latlng.lng });
        place(at);
        latest.current.onChange(at);
      });
      map.current = m;
      placePin.current = place;
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      marker.current = null;
      placePin.current = null;
    };
  }, []);

  // A pin set elsewhere moves the marker (and the map to it); without one, the map shows the city.
  const [pinLat, pinLng, centreLat, centreLng] = [pin?.lat, pin?.lng, centre.lat, centre.lng];
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (pinLat !== undefined && pinLng !== undefined) {
      placePin.current?.({ lat: pinLat, lng: pinLng });
      m.panTo([pinLat, pinLng]);
    } else {
      marker.current?.remove();
      marker.current = null;
      m.setView([centreLat, centreLng], 13);
    }
  }, [pinLat, pinLng, centreLat, centreLng]);

  return <div ref={element} className={classes.pinMap} role="region" aria-label={t('WIZARD.MAP_LABEL')} />;
}
