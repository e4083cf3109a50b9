// Tells interested components that the subscription socket came back after a drop, so they can refetch what they may have missed.

const listeners = new Set<() => void>();

export function onSocketReconnected(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySocketReconnected(): void {
  for (const listener of [...listeners]) listener();
}
