/** The message namespaces the favorites' client leaves (the cards, the request form) read, on both pages. */
export const favoritesClientMessages = ['Common', 'Roster', 'Favorite', 'Favorites', 'Forms'] as const;
