// Prints a free TCP port on 127.0.0.1 (run synchronously from the Playwright config).
const net = require('node:net');
const server = net.createServer();
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(String(server.address().port));
  server.close();
});
