/*
 * A disk whose flushes are slow, for the import bench: loaded with LD_PRELOAD, it makes fdatasync and fsync wait
 * SLOWSYNC_US microseconds (5000 unless given) before doing theirs, as a disk with a 5 ms flush would. A write to
 * a file opened for synchronized writes (O_DSYNC or O_SYNC: the write is its own flush) waits as long.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/uio.h>
#include <unistd.h>

static useconds_t delay(void) {
  const char *text = getenv("SLOWSYNC_US");
  return text ? (useconds_t)atoi(text) : 5000;
}

/* Waits out a flush when `fd` flushes every write; sockets and plain files never do. */
static void flush_wait(int fd) {
  int flags = fcntl(fd, F_GETFL);
  if (flags != -1 && (flags & O_DSYNC)) usleep(delay());
}

typedef int (*sync_fn)(int);
typedef ssize_t (*write_fn)(int, const void *, size_t);
typedef ssize_t (*pwrite_fn)(int, const void *, size_t, off_t);
typedef ssize_t (*writev_fn)(int, const struct iovec *, int);
typedef ssize_t (*pwritev_fn)(int, const struct iovec *, int, off_t);

int fdatasync(int fd) {
  static sync_fn real;
  if (!real) real = (sync_fn)dlsym(RTLD_NEXT, "fdatasync");
  usleep(delay());
  return real(fd);
}

int fsync(int fd) {
  static sync_fn real;
  if (!real) real = (sync_fn)dlsym(RTLD_NEXT, "fsync");
  usleep(delay());
  return real(fd);
}

ssize_t write(int fd, const void *buf, size_t count) {
  static write_fn real;
  if (!real) real = (write_fn)dlsym(RTLD_NEXT, "write");
  flush_wait(fd);
  return real(fd, buf, count);
}

ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset) {
  static pwrite_fn real;
  if (!real) real = (pwrite_fn)dlsym(RTLD_NEXT, "pwrite");
  flush_wait(fd);
  return real(fd, buf, count, offset);
}

ssize_t writev(int fd, const struct iovec *iov, int iovcnt) {
  static writev_fn real;
  if (!real) real = (writev_fn)dlsym(RTLD_NEXT, "writev");
  flush_wait(fd);
  return real(fd, iov, iovcnt);
}

ssize_t pwritev(int fd, const struct iovec *iov, int iovcnt, off_t offset) {
  static pwritev_fn real;
  if (!real) real = (pwritev_fn)dlsym(RTLD_NEXT, "pwritev");
  flush_wait(fd);
  return real(fd, iov, iovcnt, offset);
}
