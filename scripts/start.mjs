// `npm start`: runs the product. Until apps/site exists (its issue), there is no server to
// start, so this says what will run here rather than pretending.
console.log(
  [
    'The site (apps/site on PORT, default 3000) and the API beside it (apps/api on API_PORT,',
    'default 3001) are not built yet; `npm start` will start both once they land.',
    'What runs today: the libraries and their tests (`npm test`).',
  ].join('\n'),
);
