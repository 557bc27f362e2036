/** A map pin (decision 63), in degrees. */
export interface Pin {
  lat: number;
  lng: number;
}

/** Five decimals: about a metre, as precise as a door needs. */
export const roundPin = (pin: Pin): Pin => ({
  lat: Math.round(pin.lat * 1e5) / 1e5,
  lng: Math.round(pin.lng * 1e5) / 1e5,
});
