import type { IncomingMessage } from "node:http";

export declare const peerAddressHeader: string;
export declare const peerAddressMarker: unique symbol;
export declare function stampPeerAddress(request: IncomingMessage): void;
