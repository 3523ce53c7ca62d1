declare module 'virtual:katha-tokens.css';
