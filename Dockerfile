# The back office in one image: built here, run as a user without privileges, on port 3000.
# With compose.yaml beside it, `docker compose up -d` starts it with PostgreSQL 16.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# The PostgreSQL 16 image for its pg_dump (the backups on a PostgreSQL server need one of the
# server's version), with Node beside it; the database itself runs in its own container.
FROM postgres:16-bookworm
COPY --from=build /usr/local/bin/node /usr/local/bin/node
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data LOG_LEVEL=info
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Node was copied alone: fail the build here, not at the first start, if a library it or the
# password hashing's native module needs is missing from this image.
RUN node --version && node -e "import('@node-rs/argon2').then((a) => a.hash('x'))" \
  && mkdir -p /data && chown postgres:postgres /data
USER postgres
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server is process 1 and gets the SIGTERM of `docker stop` itself (no shell in between).
ENTRYPOINT []
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
