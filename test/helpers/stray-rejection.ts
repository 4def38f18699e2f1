// Loaded with --import into a real gateway process by a test: on SIGUSR2, a promise is rejected
// with nobody listening, as a bug in a dependency might do.

process.on('SIGUSR2', () => {
  Promise.reject(new Error('stray rejection, raised by the test'));
});
