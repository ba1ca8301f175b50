// jsdom lacks some web platform globals that react-router and ky use; Node has them.
const JsdomEnvironment = require('jest-environment-jsdom').default;

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

const ALWAYS_NODE = new Set(['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']);

class Environment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      // fetch and its classes must come as a set with Node's AbortSignal, or fetch rejects jsdom's.
      if (typeof this.global[name] === 'undefined' || ALWAYS_NODE.has(name))
        this.global[name] = globalThis[name];
    }
  }
}

module.exports = Environment;
