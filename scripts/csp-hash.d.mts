export declare function cspScriptHash(source: string): string;
