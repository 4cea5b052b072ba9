// The project runs on Node.js 24 LTS, which `npm ci` installs as a dependency (the `node` package) and every
// npm script finds first on its PATH. Started some other way on an older Node, a program stops here with one
// sentence rather than failing later on an API that Node lacks.
const required = 24;
const major = Number(process.versions.node.split('.')[0]);

if (major < required) {
  console.error(
    `This site needs Node.js ${required} or later and was started with Node.js ${process.versions.node}: run it through npm (npm start), which uses the Node.js ${required} that npm ci installed.`,
  );
  process.exit(1);
}
