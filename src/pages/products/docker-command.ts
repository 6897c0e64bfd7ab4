/** The container the Docker miner guides use, and its settings (content/guides/docker-miner-linux.md). */
export const DOCKER_IMAGE = 'registry.hashvale.example/miner:latest';

export const DOCKER_RUN_COMMAND = [
  'docker run -d --name hashvale-miner --restart unless-stopped \\',
  '  --gpus all \\',
  '  -e BTC_ADDRESS=<your BTC address> \\',
  '  -e WORKER=server01 \\',
  '  -e LOCATION=eu-west \\',
  `  ${DOCKER_IMAGE}`,
].join('\n');
