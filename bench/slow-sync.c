/*
 * A disk whose flushes are slow, for the import bench: loaded with LD_PRELOAD, it makes fdatasync and fsync wait
 * SLOWSYNC_US microseconds (5000 unless given) before doing theirs, as a disk with a 5 ms flush would.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <unistd.h>

static useconds_t delay(void) {
  const char *text = getenv("SLOWSYNC_US");
  return text ? (useconds_t)atoi(text) : 5000;
}

int fdatasync(int fd) {
  static int (*real)(int);
  if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
  usleep(delay());
  return real(fd);
}

int fsync(int fd) {
  static int (*real)(int);
  if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
  usleep(delay());
  return real(fd);
}
