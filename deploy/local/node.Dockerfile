# Node 20 over the local Debian: the binary beside this file, and an unprivileged `node` user (uid 1000).
ARG DEBIAN_IMAGE=quizdrill-local/debian:bookworm
FROM ${DEBIAN_IMAGE}
COPY node /usr/local/bin/node
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/sh --create-home node
CMD ["node"]
