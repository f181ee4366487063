// The side-channel API qs calls (get, has, set, delete, assert) on native WeakMap and Map, aliased in by scripts/bundle.mjs:
// the package's own version brings get-intrinsic and object-inspect, which cost cal more at start-up than qs itself.
'use strict';

module.exports = function getSideChannel() {
  const objects = new WeakMap();
  const others = new Map();
  const mapFor = (key) => (key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : others);
  const channel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: (key) => mapFor(key).delete(key),
    get: (key) => mapFor(key).get(key),
    has: (key) => mapFor(key).has(key),
    set(key, value) {
      mapFor(key).set(key, value);
    },
  };
  return channel;
};
